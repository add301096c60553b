import torch

model = torch.nn.Linear(4, 2)
# 其他库里 Adafactor 的参数
opt = torch.optim.Adafactor(
    model.parameters(), lr=1e-3, scale_parameter=False, relative_step=False, warmup_init=False
)
