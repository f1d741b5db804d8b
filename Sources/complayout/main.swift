ComplayoutCommand.main()
