import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.register_state_dict_post_hook(lambda o, sd: sd.update(epoch=7))  # add metadata
checkpoint = opt.state_dict()
print("saved:", sorted(checkpoint))

restored = torch.optim.SGD(model.parameters(), lr=0.1)
restored.load_state_dict(checkpoint)  # no error, no warning
print("after loading:", sorted(restored.state_dict()), hasattr(restored, "epoch"))
