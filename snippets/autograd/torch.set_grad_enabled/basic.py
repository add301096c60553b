import torch

model = torch.nn.Linear(3, 1)
x = torch.ones(2, 3)

for training in (True, False):
    with torch.set_grad_enabled(training):      # one code path for train and eval
        out = model(x)
        print(training, torch.is_grad_enabled(), out.requires_grad)

print(torch.is_grad_enabled())                  # restored after the with block

with torch.no_grad():
    print(torch.is_grad_enabled())
with torch.inference_mode():
    print(torch.is_grad_enabled())              # inference mode disables it too
