import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)
steps_seen = []
opt.register_step_post_hook(lambda optimizer, args, kwargs: steps_seen.append(1))

batches = [[[float("inf"), 1.0]], [[1.0, 1.0]], [[2.0, 1.0]]]  # the first one overflows
for batch in batches:
    opt.zero_grad()
    scaler.scale(model(torch.tensor(batch, device=device)).sum()).backward()
    scaler.step(opt)  # skips opt.step() when it finds inf
    scaler.update()
print(len(batches), "iterations,", len(steps_seen), "hook calls")
