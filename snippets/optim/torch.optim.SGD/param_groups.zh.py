import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 2).to(device)

# 每个字典是一个参数组；字典里没写的键退回到关键字参数给出的默认值。
opt = torch.optim.SGD(
    [
        {"params": backbone.parameters(), "lr": 1e-3},
        {"params": head.parameters()},
    ],
    lr=1e-2,
    momentum=0.9,
)
for i, group in enumerate(opt.param_groups):
    print(i, group["lr"], group["momentum"], len(group["params"]))
