import torch

model = torch.nn.Linear(2, 1)
adam = torch.optim.Adam(model.parameters())
model(torch.ones(1, 2)).sum().backward()
adam.step()
checkpoint = adam.state_dict()  # saved while training with Adam

nadam = torch.optim.NAdam(model.parameters())
nadam.load_state_dict(checkpoint)  # loads without complaint
model(torch.ones(1, 2)).sum().backward()
nadam.step()
