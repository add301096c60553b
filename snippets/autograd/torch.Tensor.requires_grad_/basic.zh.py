import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 先构建叶子张量，再开启梯度追踪
w = (torch.randn(3, device=device) * 0.01).requires_grad_()
print(w.is_leaf, w.requires_grad)

# 冻结模块的参数（返回张量本身，因此可以链式调用）
layer = torch.nn.Linear(2, 2).to(device)
for p in layer.parameters():
    p.requires_grad_(False)
print([p.requires_grad for p in layer.parameters()])

out = layer(torch.ones(1, 2, device=device))
print(out.requires_grad)
