import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Dropout(p=0.5)).to(device)
x = torch.ones(8, device=device)

with torch.no_grad():  # 模型仍处于训练模式
    a = model(x)
    b = model(x)
print(torch.equal(a, b))  # dropout 仍在随机化输出

model.eval()
with torch.no_grad():
    print(torch.equal(model(x), model(x)))
