import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 3, device=device)

# 整个批次的梯度
opt.zero_grad()
model(x).pow(2).mean().backward()
full = model.weight.grad.clone()

# 用 4 个微批次得到相同的梯度：清零一次，backward 四次，每个损失都要缩放。
opt.zero_grad()
for chunk in x.chunk(4):
    (model(chunk).pow(2).mean() / 4).backward()
print(torch.allclose(full, model.weight.grad, atol=1e-6))
