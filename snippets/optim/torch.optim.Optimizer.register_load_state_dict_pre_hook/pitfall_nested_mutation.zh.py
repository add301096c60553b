import torch

model = torch.nn.Linear(2, 1)
checkpoint = torch.optim.SGD(model.parameters(), lr=0.1).state_dict()


def lower_lr(optimizer, state_dict):
    for group in state_dict["param_groups"]:
        group["lr"] = group["lr"] / 10  # 改的是与调用方共享的列表


opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.register_load_state_dict_pre_hook(lower_lr)
opt.load_state_dict(checkpoint)
print("optimizer:", opt.param_groups[0]["lr"], "checkpoint:", checkpoint["param_groups"][0]["lr"])
opt.load_state_dict(checkpoint)  # 再次加载同一个检查点
print("optimizer:", opt.param_groups[0]["lr"], "checkpoint:", checkpoint["param_groups"][0]["lr"])
