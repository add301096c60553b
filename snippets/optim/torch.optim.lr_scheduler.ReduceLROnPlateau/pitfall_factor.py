import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# factor is the multiplier (new_lr = lr * factor), not "how much to cut"
torch.optim.lr_scheduler.ReduceLROnPlateau(opt, factor=2.0)
