import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

bn = torch.nn.BatchNorm1d(num_features=3).to(device)
x = torch.tensor([[1.0, 2.0, 3.0],
                  [3.0, 6.0, 9.0]], device=device)  # (N=2, C=3)

# Training mode: normalise with this batch's statistics, update running stats
print(bn(x))
print(bn.running_mean, bn.running_var)  # momentum 0.1: 0.9 * old + 0.1 * batch value

# Eval mode: use the running statistics instead
bn.eval()
print(bn(x))
print([name for name, _ in bn.named_parameters()], [name for name, _ in bn.named_buffers()])
