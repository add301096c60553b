import torch

model = torch.nn.Linear(2, 1)
checkpoint = torch.optim.SGD(model.parameters(), lr=0.1).state_dict()


def use_lr_0_01(optimizer, state_dict):
    groups = [dict(g, lr=0.01) for g in state_dict["param_groups"]]
    state_dict = {**state_dict, "param_groups": groups}  # a new dict, never returned


opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.register_load_state_dict_pre_hook(use_lr_0_01)
opt.load_state_dict(checkpoint)
print(opt.param_groups[0]["lr"])  # still 0.1
