import torch

model = torch.nn.Linear(2, 1)
checkpoint = torch.optim.SGD(model.parameters(), lr=0.1).state_dict()


def lower_lr(optimizer, state_dict):
    for group in state_dict["param_groups"]:
        group["lr"] = group["lr"] / 10  # edits a list shared with the caller


opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.register_load_state_dict_pre_hook(lower_lr)
opt.load_state_dict(checkpoint)
print("optimizer:", opt.param_groups[0]["lr"], "checkpoint:", checkpoint["param_groups"][0]["lr"])
opt.load_state_dict(checkpoint)  # loading the same checkpoint again
print("optimizer:", opt.param_groups[0]["lr"], "checkpoint:", checkpoint["param_groups"][0]["lr"])
