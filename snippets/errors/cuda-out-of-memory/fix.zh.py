import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 等效批次大小同样是 32，拆成 4 个大小为 8 的微批次处理（梯度累积）：
# 激活值的峰值显存降到四分之一，梯度不变。
torch.manual_seed(0)
model = torch.nn.Linear(16, 4).to(device)
x = torch.randn(32, 16, device=device)
y = torch.randn(32, 4, device=device)

model.zero_grad()
torch.nn.functional.mse_loss(model(x), y).backward()
full = model.weight.grad.clone()

model.zero_grad()
for xb, yb in zip(x.chunk(4), y.chunk(4)):
    loss = torch.nn.functional.mse_loss(model(xb), yb) / 4  # 除以微批次的个数
    loss.backward()
print("same gradient:", torch.allclose(model.weight.grad, full, atol=1e-6))

# 评估不需要计算图：no_grad 会立即释放激活值。
with torch.no_grad():
    out = model(x)
print("requires_grad in eval:", out.requires_grad)
