import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 0.5, 2.0], device=device, requires_grad=True)

# 前向看上去没问题：torch.where 掩盖了 log(0) = -inf。
y = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
print("forward:", y.detach().tolist())
y.sum().backward()
print("x.grad: ", x.grad.tolist())  # 被掩码屏蔽的分支照样得到 0 * (1/0) = NaN

# 异常检测模式会指出产生 NaN 的反向函数
# （并把该操作前向时的调用栈打印到 stderr）。
x.grad = None
with torch.autograd.set_detect_anomaly(True):
    y = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
    try:
        y.sum().backward()
    except RuntimeError as exc:
        print("anomaly mode:", exc)

# 张量钩子能看到流入某个中间张量的梯度。
x.grad = None
logs = torch.log(x)
logs.register_hook(lambda g: print("grad reaching log(x):", g.tolist()))
torch.where(x > 0, logs, torch.zeros_like(x)).sum().backward()

# 修复：让不用的分支也安全，这样前向和反向都不会计算 log(0)。
x.grad = None
safe_x = torch.where(x > 0, x, torch.ones_like(x))
y = torch.where(x > 0, torch.log(safe_x), torch.zeros_like(x))
y.sum().backward()
print("fixed x.grad:", x.grad.tolist())
