import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


torch.manual_seed(0)
model = torch.nn.Sequential(
    torch.nn.Linear(4, 8), torch.nn.BatchNorm1d(8), torch.nn.ReLU(), torch.nn.Dropout(0.5), torch.nn.Linear(8, 2)
).to(device)
x = torch.randn(3, 4, device=device)

# 没有调用 model.eval() 的“推理”：新建的模块处于训练模式。
print("training mode:", model.training)
with torch.no_grad():  # no_grad 并不会把 dropout 或 batch norm 切换到推理行为
    a = model(x)
    b = model(x)
print("same input, same output:", torch.equal(a, b))
print("BatchNorm running_mean moved:", not torch.equal(model[1].running_mean, torch.zeros(8, device=device)))
