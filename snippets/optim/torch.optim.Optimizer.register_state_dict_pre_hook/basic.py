import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
model(torch.ones(1, 2)).sum().backward()
opt.step()


def before_saving(optimizer):
    print("pre: about to build the state dict of", type(optimizer).__name__)  # return value ignored


def after_saving(optimizer, state_dict):
    state_dict["lr_history"] = [0.1]  # extra data travels with the checkpoint
    return state_dict  # or None after changing state_dict in place


opt.register_state_dict_pre_hook(before_saving)
opt.register_state_dict_post_hook(after_saving)
checkpoint = opt.state_dict()
print(sorted(checkpoint))
print(checkpoint["state"][0].keys(), checkpoint["param_groups"][0]["params"])
