import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 在未归一化的输入（量级约为 10）上做线性回归，lr=0.1：每一步都冲过头，
# 损失呈几何级数增长，溢出为 inf，随后变成 nan。
torch.manual_seed(0)
x = torch.randn(64, 8, device=device) * 10
y = x @ torch.randn(8, 1, device=device)
model = torch.nn.Linear(8, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(30):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    grad_norm = torch.linalg.vector_norm(torch.stack([p.grad.norm() for p in model.parameters()]))
    opt.step()
    if step % 5 == 0:
        print(f"step {step:2d}  loss {loss.item():.3g}  grad norm {grad_norm.item():.3g}")
print("final loss:", loss.item())
