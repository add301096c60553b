from torch import nn

model = nn.Linear(2, 1, device="meta")
model.to("cpu")  # meta 张量没有可复制的值
