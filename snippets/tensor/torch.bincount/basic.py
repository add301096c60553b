import torch

labels = torch.tensor([0, 2, 2, 3, 2])

counts = torch.bincount(labels)                 # counts[k] = how many times k occurs
print(counts)
print(torch.bincount(labels, minlength=5))      # at least 5 bins: one per class

w = torch.tensor([1.0, 0.5, 0.5, 2.0, 1.0])
print(labels.bincount(weights=w))               # sums of weights per value

class_weights = counts.sum() / (len(counts) * counts.clamp(min=1))
print(class_weights)                            # inverse-frequency weights
