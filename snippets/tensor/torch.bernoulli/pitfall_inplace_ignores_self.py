import torch

torch.manual_seed(0)
probs = torch.tensor([1.0, 1.0, 1.0, 0.0, 0.0, 0.0])

print(torch.bernoulli(probs))        # uses the values: 1, 1, 1, 0, 0, 0
print(probs.clone().bernoulli_())    # ignores the values: p defaults to 0.5
print(torch.bernoulli(probs, p=0.5)) # p given: the values of probs are ignored too
