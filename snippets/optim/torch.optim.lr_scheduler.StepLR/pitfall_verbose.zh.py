import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 较早的教程会传入 verbose=True，以打印每次变化。
torch.optim.lr_scheduler.StepLR(opt, step_size=10, verbose=True)
