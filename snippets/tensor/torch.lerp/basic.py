import torch

start, end = torch.zeros(3), torch.tensor([10.0, 20.0, 30.0])

print(torch.lerp(start, end, 0.25))  # start + 0.25 * (end - start)
print(torch.lerp(start, end, torch.tensor([0.0, 0.5, 1.0])))  # one weight per element

# Exponential moving average of model weights, in place.
model = torch.nn.Linear(2, 1)
ema = torch.nn.Linear(2, 1)
ema.load_state_dict(model.state_dict())
decay = 0.99
with torch.no_grad():
    model.weight.add_(1.0)  # pretend a training step changed the model
    for ema_p, p in zip(ema.parameters(), model.parameters()):
        ema_p.lerp_(p, 1 - decay)  # ema = decay * ema + (1 - decay) * p
print(torch.allclose(ema.weight, model.weight - 0.99))
