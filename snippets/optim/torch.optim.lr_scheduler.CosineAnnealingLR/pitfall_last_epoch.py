import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# "Resume at epoch 10" with a fresh optimizer instead of loading the scheduler's state_dict:
torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=50, last_epoch=10)
