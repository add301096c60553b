import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 2).to(device)
for p in model.parameters():
    p.requires_grad_(False)  # 不小心把所有参数都冻结了

trainable = [p for p in model.parameters() if p.requires_grad]
print(len(trainable))
torch.optim.SGD(trainable, lr=0.1)
