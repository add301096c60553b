import torch

torch.manual_seed(0)
model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
ema = [p.detach().clone() for p in model.parameters()]


def clip_before_step(optimizer, args, kwargs):
    params = [p for group in optimizer.param_groups for p in group["params"]]
    norm = torch.nn.utils.clip_grad_norm_(params, max_norm=1.0)
    print(f"pre:  grad norm {norm:.3f} clipped to 1.0")  # returning None keeps args and kwargs


def update_ema_after_step(optimizer, args, kwargs):
    with torch.no_grad():
        for avg, p in zip(ema, model.parameters()):
            avg.lerp_(p, 0.1)
    print("post: EMA updated")


pre_handle = opt.register_step_pre_hook(clip_before_step)
post_handle = opt.register_step_post_hook(update_ema_after_step)

x, y = torch.randn(8, 4), torch.randn(8, 1) * 10
for step in range(2):
    opt.zero_grad()
    torch.nn.functional.mse_loss(model(x), y).backward()
    opt.step()  # the hooks run around every call

pre_handle.remove()
post_handle.remove()
opt.step()  # no output: both hooks are gone
