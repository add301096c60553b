import torch


def f(x):
    return torch.sin(x) + torch.cos(x)


# mode 是一组具名的选项组合；两者不能同时传
fn = torch.compile(f, mode="max-autotune", options={"triton.cudagraphs": False})
