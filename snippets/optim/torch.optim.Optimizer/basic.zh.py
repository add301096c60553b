import torch


class SignMomentum(torch.optim.Optimizer):
    """Moves each parameter by lr * sign(momentum of its gradient)."""

    def __init__(self, params, lr=0.01, beta=0.9):
        if lr <= 0:
            raise ValueError(f"invalid lr: {lr}")
        super().__init__(params, {"lr": lr, "beta": beta})  # defaults 会填充到每个参数组

    @torch.no_grad()  # 更新本身不能被 autograd 记录
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                state = self.state[p]  # 每个参数的状态，由 state_dict() 保存
                if "buf" not in state:
                    state["buf"] = torch.zeros_like(p)
                state["buf"].mul_(group["beta"]).add_(p.grad)
                p.add_(state["buf"].sign(), alpha=-group["lr"])
        return loss


torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
opt = SignMomentum(
    [
        {"params": [model.weight]},
        {"params": [model.bias], "lr": 0.1},  # 参数组可以覆盖默认值
    ],
    lr=0.01,
)
x, y = torch.randn(8, 3), torch.randn(8, 1)
for _ in range(3):
    opt.zero_grad()
    loss = torch.nn.functional.mse_loss(model(x), y)
    loss.backward()
    opt.step()
print([(g["lr"], g["beta"]) for g in opt.param_groups])
print(sorted(opt.state_dict()["state"][0]))
print(opt.state[model.bias]["buf"].shape)
