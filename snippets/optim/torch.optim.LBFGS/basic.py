import torch

x = torch.nn.Parameter(torch.tensor([-1.5, 2.0]))
opt = torch.optim.LBFGS([x], lr=1, max_iter=50, line_search_fn="strong_wolfe")
evaluations = 0


def closure():
    global evaluations
    evaluations += 1
    opt.zero_grad()
    loss = (1 - x[0]) ** 2 + 100 * (x[1] - x[0] ** 2) ** 2  # Rosenbrock function
    loss.backward()
    return loss


for outer in range(3):
    loss = opt.step(closure)  # one call runs up to max_iter iterations
    print(outer, "loss at the start of this call:", f"{loss.item():.3g}", "x:", x.data, "evaluations:", evaluations)
