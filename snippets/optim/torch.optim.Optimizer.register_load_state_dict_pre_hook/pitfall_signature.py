import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
checkpoint = opt.state_dict()


def log_load(optimizer):  # the post hook's signature
    print("loading into", type(optimizer).__name__)


opt.register_load_state_dict_pre_hook(log_load)  # registering works
opt.load_state_dict(checkpoint)  # the call fails
