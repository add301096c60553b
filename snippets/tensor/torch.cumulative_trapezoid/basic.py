import torch

y = torch.tensor([1.0, 2.0, 4.0, 7.0])

print(torch.trapezoid(y))  # the whole integral, one number
print(torch.cumulative_trapezoid(y))  # running integral: n - 1 values
print(torch.cumulative_trapezoid(y, dx=0.5))  # evenly spaced samples, keyword only
print(torch.cumulative_trapezoid(y, torch.tensor([0.0, 1.0, 3.0, 4.0])))  # sample positions

# Prepend the 0 at the first sample to get one value per sample.
running = torch.cumulative_trapezoid(y)
print(torch.cat([running.new_zeros(1), running]))
