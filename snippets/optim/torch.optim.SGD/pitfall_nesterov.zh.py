import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
torch.optim.SGD(model.parameters(), lr=0.1, nesterov=True)  # momentum 默认为 0
