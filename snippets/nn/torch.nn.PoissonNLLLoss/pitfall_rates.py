import torch

# the model outputs a rate (e.g. through softplus), but log_input keeps its default True
rate = torch.tensor([1.0], requires_grad=True)
count = torch.tensor([5.0])
criterion = torch.nn.PoissonNLLLoss()
optimizer = torch.optim.SGD([rate], lr=0.1)

for _ in range(500):
    optimizer.zero_grad()
    criterion(rate, count).backward()
    optimizer.step()

print(rate.detach())  # converges to log(5) = 1.609, not to 5
print(torch.nn.PoissonNLLLoss(log_input=False)(torch.tensor([5.0]), count))  # rates need log_input=False
