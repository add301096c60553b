import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.Dropout(0.5)).to(device)
x = torch.ones(1, 4, device=device)

with torch.no_grad():  # no_grad 并不会关闭 dropout
    a = model(x)
    b = model(x)
print(model.training, torch.equal(a, b))  # 仍处于训练模式：两次结果不同

model.eval()
with torch.no_grad():
    print(model.training, torch.equal(model(x), model(x)))
