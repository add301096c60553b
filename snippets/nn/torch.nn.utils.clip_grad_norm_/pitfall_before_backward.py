import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.ones(1, 2, device=device)

optimizer.zero_grad()  # grads are None now (set_to_none=True is the default)
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)  # too early
print(norm)            # 0.0: nothing to clip, no error
model(x).sum().backward()
print(model.bias.grad) # the real gradients were never clipped
