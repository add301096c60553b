import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

backbone = torch.nn.Linear(4, 4).to(device)
head = torch.nn.Linear(4, 2).to(device)
backbone.requires_grad_(False)

opt = torch.optim.AdamW(head.parameters(), lr=1e-3)
print(len(opt.param_groups))

# 之后：解冻骨干网络，用较小的学习率训练它。
backbone.requires_grad_(True)
opt.add_param_group({"params": backbone.parameters(), "lr": 1e-4})
for g in opt.param_groups:
    print(g["lr"], g["weight_decay"], len(g["params"]))  # 缺少的键取自默认值
