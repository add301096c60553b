import torch


def f(x):
    return torch.sin(x) + torch.cos(x)


# mode is a named bundle of options; you cannot pass both
fn = torch.compile(f, mode="max-autotune", options={"triton.cudagraphs": False})
