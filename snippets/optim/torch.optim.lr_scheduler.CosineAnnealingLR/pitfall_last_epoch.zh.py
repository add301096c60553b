import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# “从第 10 个 epoch 恢复”，却用了新的优化器，而没有加载调度器的 state_dict：
torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=50, last_epoch=10)
