import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# factor 是乘数（new_lr = lr * factor），而不是“降低多少”
torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=2.0)
