import torch

x = torch.nn.Parameter(torch.tensor([-1.5, 2.0]))
opt = torch.optim.LBFGS([x], lr=1, max_iter=50, line_search_fn="strong_wolfe")
evaluations = 0


def closure():
    global evaluations
    evaluations += 1
    opt.zero_grad()
    loss = (1 - x[0]) ** 2 + 100 * (x[1] - x[0] ** 2) ** 2  # Rosenbrock 函数
    loss.backward()
    return loss


for outer in range(3):
    loss = opt.step(closure)  # 一次调用最多迭代 max_iter 次
    print(outer, "loss at the start of this call:", f"{loss.item():.3g}", "x:", x.data, "evaluations:", evaluations)
