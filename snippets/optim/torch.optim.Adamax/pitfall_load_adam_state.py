import torch

model = torch.nn.Linear(2, 1)
adam = torch.optim.Adam(model.parameters())
model(torch.ones(1, 2)).sum().backward()
adam.step()
checkpoint = adam.state_dict()  # saved while training with Adam

opt = torch.optim.Adamax(model.parameters())  # resumed with Adamax
opt.load_state_dict(checkpoint)  # accepted without a check
opt.step()
