import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)


def add_note(optimizer, state_dict):  # the post hook's signature
    state_dict["note"] = "run 7"


opt.register_state_dict_pre_hook(add_note)  # registering works
opt.state_dict()  # the call fails
