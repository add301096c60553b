import torch

model = torch.nn.Linear(4, 2)
params = model.parameters()  # 一个生成器：只能被消费一次
opt_a = torch.optim.SGD(params, lr=0.1)
opt_b = torch.optim.Adam(params, lr=1e-3)  # 生成器已经耗尽
