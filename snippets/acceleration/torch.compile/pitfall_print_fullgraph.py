import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def step(x):
    print("debug:", x.shape)  # Python side effect: Dynamo cannot put it in a graph
    return x.relu() * 2


# Without fullgraph=True this silently splits into two graphs (a "graph break").
torch.compile(step, backend="eager", fullgraph=True)(torch.ones(2, device=device))
