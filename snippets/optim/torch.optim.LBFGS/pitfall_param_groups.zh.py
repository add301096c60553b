import torch

model = torch.nn.Linear(3, 1)
opt = torch.optim.LBFGS(
    [
        {"params": [model.weight]},
        {"params": [model.bias], "lr": 0.1},  # 按参数组设置选项
    ]
)
