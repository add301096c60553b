import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def clamp_negative(x):
    # Branchless: both results are computed and torch.where picks one. No graph break.
    return torch.where(x.sum() < 0, torch.zeros_like(x), x * 2)


compiled = torch.compile(clamp_negative, fullgraph=True, backend="eager")
print(compiled(torch.tensor([1.0, -3.0], device=device)).tolist())
print(compiled(torch.tensor([1.0, 3.0], device=device)).tolist())


# Or, when a few graph breaks are acceptable, drop fullgraph=True: Dynamo splits the function.
def with_branch(x):
    if x.sum() < 0:
        return torch.zeros_like(x)
    return x * 2


print(torch.compile(with_branch, backend="eager")(torch.tensor([1.0, -3.0], device=device)).tolist())
