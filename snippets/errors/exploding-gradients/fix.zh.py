import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


torch.manual_seed(0)
x = torch.randn(64, 8, device=device) * 10
y = x @ torch.randn(8, 1, device=device)
model = torch.nn.Linear(8, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(30):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    # 对所有梯度统一缩放，使它们的总范数不超过 1.0。
    # 返回值是裁剪之前的范数：把它记录下来就能看到尖峰。
    grad_norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    opt.step()
    if step % 5 == 0:
        print(f"step {step:2d}  loss {loss.item():.3g}  grad norm before clip {grad_norm.item():.3g}")
print("loss finite:", torch.isfinite(loss).item())
