import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def clamp_negative(x):
    # Python `if` on a tensor value: Dynamo cannot put this in one graph.
    if x.sum() < 0:
        return torch.zeros_like(x)
    return x * 2


# fullgraph=True turns every graph break into an error (backend="eager" only skips code generation).
compiled = torch.compile(clamp_negative, fullgraph=True, backend="eager")
compiled(torch.tensor([1.0, -3.0], device=device))
