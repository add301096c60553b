import torch

scores = torch.tensor([40.0, 60.0, 80.0])
threshold = torch.tensor([50.0])

print(scores.ge(threshold))      # meant: which scores reach the threshold
threshold.ge_(scores)            # in place on the 1-element side: (3,) does not fit into (1,)
