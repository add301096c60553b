import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
num_samples, batch_size = 1000, 32
T_0 = num_samples / batch_size  # “每个 epoch 一个周期”，按迭代次数计——结果是浮点数
print(T_0)
torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=T_0)
